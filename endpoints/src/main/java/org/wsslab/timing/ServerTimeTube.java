package org.wsslab.timing;

import com.sun.xml.ws.api.message.FilterMessageImpl;
import com.sun.xml.ws.api.message.Message;
import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.NextAction;
import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.pipe.helper.AbstractFilterTubeImpl;
import jakarta.xml.ws.handler.MessageContext;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.xml.sax.ContentHandler;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;

/**
 * On the endpoint side, next to the transport: times each request that carries a call's mark, from
 * the moment Metro hands the decoded request to the tubeline until its response has been written to
 * the connection, and the server thread's CPU time and heap allocation in between ({@link
 * ThreadAllocation}: read outside the window, as the CPU is), and leaves them with {@link ServerTimes}.
 *
 * <p>What it covers: everything Metro and the endpoint do with the message — security, JAXB, the EJB
 * invocation, the service's own work, reading the request body as the tubeline pulls it from the
 * connection — and the serialising of the response, in which Metro's streaming security signs and
 * encrypts it (the response is wrapped so that the end of its writing is seen). What it misses: the
 * HTTP request line and headers, the envelope's decoding up to the body (Metro reads the SOAP
 * headers, the security header among them, before the tubeline starts), and the last buffer of the
 * response, sent when the connection's stream is closed after the writing; those fall into the
 * call's transport share.
 *
 * <p>A tube copy serves one request at a time (Metro's contract), so the request's start may wait in
 * fields for its response; the response is written after the copy has been handed back, so what
 * closes the record is captured when the response passes.
 */
final class ServerTimeTube extends AbstractFilterTubeImpl {

    private static final String OTHER_THREAD = "the response was written on another thread than its request was read";

    private ServerTimes.Record record;
    private long startNanos;
    private long startCpuNanos;
    private long startAllocBytes;
    private long thread;

    ServerTimeTube(Tube next) {
        super(next);
    }

    private ServerTimeTube(ServerTimeTube that, TubeCloner cloner) {
        super(that, cloner);
    }

    @Override
    public ServerTimeTube copy(TubeCloner cloner) {
        return new ServerTimeTube(this, cloner);
    }

    @Override
    public NextAction processRequest(Packet request) {
        long mark = CallMark.parse(header(request));
        record = mark == CallMark.NONE ? null : ServerTimes.open(mark);
        if (record != null) {
            thread = Thread.currentThread().threadId();
            startAllocBytes = ThreadAllocation.currentBytes();
            startCpuNanos = ServerTimes.threadCpuNanos();
            startNanos = System.nanoTime();
        }
        return super.processRequest(request);
    }

    @Override
    public NextAction processResponse(Packet response) {
        if (record != null) {
            Closer closer = new Closer(record, startNanos, startCpuNanos, startAllocBytes, thread);
            record = null;
            Message message = response.getMessage();
            if (message == null) {
                closer.run();
            } else {
                response.setMessage(new TimedMessage(message, closer));
            }
        }
        return super.processResponse(response);
    }

    @Override
    public NextAction processException(Throwable t) {
        if (record != null) {
            new Closer(record, startNanos, startCpuNanos, startAllocBytes, thread).run();
            record = null;
        }
        return super.processException(t);
    }

    /** Closes one request on its call's record, once, with the time, CPU and allocation since the request arrived. */
    private static final class Closer implements Runnable {
        private final ServerTimes.Record record;
        private final long startNanos;
        private final long startCpuNanos;
        private final long startAllocBytes;
        private final long thread;
        private boolean done;

        Closer(ServerTimes.Record record, long startNanos, long startCpuNanos, long startAllocBytes, long thread) {
            this.record = record;
            this.startNanos = startNanos;
            this.startCpuNanos = startCpuNanos;
            this.startAllocBytes = startAllocBytes;
            this.thread = thread;
        }

        @Override
        public void run() {
            if (done) {
                return;
            }
            done = true;
            long endNanos = System.nanoTime();
            if (Thread.currentThread().threadId() != thread) {
                record.closed(startNanos, endNanos, null, null, OTHER_THREAD);
                return;
            }
            long cpu = ServerTimes.threadCpuNanos();
            Long alloc = ThreadAllocation.between(startAllocBytes, ThreadAllocation.currentBytes());
            boolean cpuKnown = cpu >= 0 && startCpuNanos >= 0;
            record.closed(startNanos, endNanos, cpuKnown ? cpu - startCpuNanos : null, alloc,
                    !cpuKnown ? ServerTimes.CPU_UNSUPPORTED : alloc == null ? ThreadAllocation.UNSUPPORTED : null);
        }
    }

    /** The response as it was, whose writing, once done, closes its request's timing. */
    private static final class TimedMessage extends FilterMessageImpl {
        private final Message message;
        private final Closer closer;

        TimedMessage(Message message, Closer closer) {
            super(message);
            this.message = message;
            this.closer = closer;
        }

        @Override
        public void writeTo(XMLStreamWriter writer) throws XMLStreamException {
            try {
                super.writeTo(writer);
            } finally {
                closer.run();
            }
        }

        @Override
        public void writeTo(ContentHandler content, ErrorHandler errors) throws SAXException {
            try {
                super.writeTo(content, errors);
            } finally {
                closer.run();
            }
        }

        @Override
        public Message copy() {
            return new TimedMessage(message.copy(), closer);
        }
    }

    private static String header(Packet request) {
        Object headers = request.get(MessageContext.HTTP_REQUEST_HEADERS);
        if (!(headers instanceof Map<?, ?> map)) {
            return null;
        }
        for (Map.Entry<?, ?> header : map.entrySet()) {
            if (header.getKey() instanceof String name && name.equalsIgnoreCase(CallMark.HEADER)
                    && header.getValue() instanceof List<?> values && values.size() == 1) {
                return String.valueOf(values.get(0));
            }
        }
        return null;
    }
}
