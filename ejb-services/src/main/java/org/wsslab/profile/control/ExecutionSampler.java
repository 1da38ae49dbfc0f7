package org.wsslab.profile.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;
import org.wsslab.profile.entity.ProfileGroup;
import org.wsslab.profile.entity.ProfileTally;

/**
 * Samples, with the JDK Flight Recorder, what every thread of this JVM runs while some work runs on
 * the calling thread, and tallies the samples by group. Only execution samples are recorded (threads
 * running Java code): a thread waiting for a socket is not working, and the collectors' time is
 * read apart. The recording goes to a temporary file, read after it has stopped, so nothing
 * parses events while the work runs.
 */
public final class ExecutionSampler {

    static final String EXECUTION_SAMPLE = "jdk.ExecutionSample";

    private final Duration period;

    public ExecutionSampler(Duration period) {
        this.period = period;
    }

    /** Runs the work under the recorder and answers where its samples fell; the work's own exceptions pass through. */
    public ProfileTally record(Runnable work) {
        long client = Thread.currentThread().threadId();
        Path file;
        try {
            file = Files.createTempFile("wsslab-profile-", ".jfr");
        } catch (IOException e) {
            throw new UncheckedIOException("no room for the recording", e);
        }
        try {
            try (Recording recording = new Recording()) {
                recording.setName("wsslab profile");
                recording.enable(EXECUTION_SAMPLE).withPeriod(period).withStackTrace();
                recording.start();
                try {
                    work.run();
                } finally {
                    recording.stop();
                }
                recording.dump(file);
            }
            return tally(file, client);
        } catch (IOException e) {
            throw new UncheckedIOException("the flight recording could not be written or read", e);
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // A temporary file left behind; the OS cleans its temporary folder.
            }
        }
    }

    private static ProfileTally tally(Path file, long client) throws IOException {
        ProfileTally tally = new ProfileTally();
        try (RecordingFile events = new RecordingFile(file)) {
            while (events.hasMoreEvents()) {
                RecordedEvent event = events.readEvent();
                if (event.getEventType().getName().equals(EXECUTION_SAMPLE)) {
                    RecordedThread thread = event.getThread("sampledThread");
                    tally.add(frames(event.getStackTrace()), thread != null && thread.getJavaThreadId() == client);
                }
            }
        }
        return tally;
    }

    private static List<ProfileGroup.Frame> frames(RecordedStackTrace stack) {
        List<ProfileGroup.Frame> frames = new ArrayList<>();
        if (stack != null) {
            for (RecordedFrame frame : stack.getFrames()) {
                if (frame.isJavaFrame() && frame.getMethod() != null) {
                    frames.add(new ProfileGroup.Frame(frame.getMethod().getType().getName(), frame.getMethod().getName()));
                }
            }
        }
        return frames;
    }
}
