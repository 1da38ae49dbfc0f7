package org.wsslab.profile.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where stacks as Metro on GlassFish draws them fall (frames from recordings of the lab, top first). */
class ProfileGroupTest {

    private static List<ProfileGroup.Frame> stack(String... frames) {
        return Arrays.stream(frames).map(f -> {
            int dot = f.lastIndexOf('.');
            return new ProfileGroup.Frame(f.substring(0, dot), f.substring(dot + 1));
        }).toList();
    }

    private static ProfileGroup.Attribution of(String... frames) {
        return ProfileGroup.of(stack(frames));
    }

    @Test
    void theFirstFrameThatIsNotPlumbingDecides() {
        ProfileGroup.Attribution canonicaliser = of("java.util.HashMap.get", "java.util.HashMap.getNode",
                "com.sun.xml.ws.security.opt.crypto.dsig.internal.DigesterOutputStream.write", "org.wsslab.echo.boundary.PlainEcho.echo");
        assertEquals(ProfileGroup.XML, canonicaliser.group());
        assertEquals("com.sun.xml.ws.security.opt.crypto.dsig.internal.DigesterOutputStream.write", canonicaliser.frame().toString());
        assertEquals(ProfileGroup.XML,
                of("java.util.HashMap.get", "com.oracle.webservices.api.message.BasePropertySet$MapView.entrySet").group());
        assertEquals(ProfileGroup.XML, of("org.apache.xml.security.utils.UnsyncBufferedOutputStream.write").group(), "Santuario's streams");
        assertEquals(ProfileGroup.CRYPTO, of("java.math.BigInteger.oddModPow", "sun.security.rsa.RSACore.crtCrypt").group());
        assertEquals(ProfileGroup.CRYPTO, of("com.sun.crypto.provider.AESCrypt.implEncryptBlock", "javax.crypto.Cipher.doFinal").group());
        assertEquals(ProfileGroup.LAB, of("java.util.Arrays.equals", "org.wsslab.profile.control.CellProfiler$Calls.make").group());
        assertEquals(ProfileGroup.REST, of("java.lang.String.hashCode", "org.h2.command.Command.executeQuery").group());
        assertEquals(ProfileGroup.REST, of("org.jvnet.hk2.osgiadapter.OSGiModuleImpl.mapBundleStateToModuleState").group(),
                "GlassFish's module system is not XML, though Metro's StAX extensions share its org.jvnet");
    }

    @Test
    void tlsIsTransportButItsCipherIsCryptography() {
        assertEquals(ProfileGroup.TRANSPORT, of("java.nio.HeapByteBuffer.put", "sun.security.ssl.SSLEngineOutputRecord.encode").group());
        assertEquals(ProfileGroup.CRYPTO, of("com.sun.crypto.provider.GHASH.processBlocks",
                "sun.security.ssl.SSLCipher$T13GcmWriteCipherGenerator$GcmWriteCipher.encrypt").group());
        assertEquals(ProfileGroup.TRANSPORT,
                of("sun.nio.ch.SocketDispatcher.write0", "org.glassfish.grizzly.nio.transport.TCPNIOUtils.flushByteBuffer").group());
        assertEquals(ProfileGroup.TRANSPORT,
                of("java.io.ByteArrayOutputStream.write", "com.sun.xml.ws.transport.http.client.HttpClientTransport.getOutput").group());
    }

    @Test
    void base64IsRecognisedByNameWhereverItLives() {
        assertEquals(ProfileGroup.BASE64, of("java.util.Base64$Encoder.encode0", "com.sun.xml.wss.impl.misc.Base64.encode").group());
        assertEquals(ProfileGroup.BASE64, of("org.glassfish.jaxb.core.DatatypeConverterImpl._printBase64Binary").group());
        assertEquals(ProfileGroup.BASE64, of("org.jvnet.staxex.Base64Data.writeTo").group());
        ProfileGroup.Attribution helper = of("org.glassfish.jaxb.runtime.DatatypeConverterImpl.guessLength",
                "org.glassfish.jaxb.runtime.DatatypeConverterImpl._parseBase64Binary");
        assertEquals(ProfileGroup.BASE64, helper.group(), "a codec's helper is the codec's work");
        assertEquals("org.glassfish.jaxb.runtime.DatatypeConverterImpl.guessLength", helper.frame().toString());
        assertEquals(ProfileGroup.XML, of("com.sun.xml.ws.security.opt.impl.util.XMLStreamFilter.writeCharacters",
                "org.jvnet.staxex.Base64Data.writeTo").group(), "what a base64 holder writes to is the stream's work");
    }

    @Test
    void aStackOfPlumbingOnlyIsTheRestAtItsTopFrame() {
        ProfileGroup.Attribution plumbing = of("java.lang.Object.hashCode", "java.util.concurrent.ThreadPoolExecutor.runWorker");
        assertEquals(ProfileGroup.REST, plumbing.group());
        assertEquals("java.lang.Object.hashCode", plumbing.frame().toString());
        assertEquals(ProfileGroup.REST, ProfileGroup.of(List.of()).group());
    }

    @Test
    void aTallyKeepsEveryGroupAndEachGroupsTopFrames() {
        ProfileTally tally = new ProfileTally();
        for (int i = 0; i < 3; i++) {
            tally.add(stack("sun.security.rsa.RSACore.crtCrypt"), true);
        }
        tally.add(stack("sun.security.provider.SHA.implCompress0"), false);
        tally.add(stack("com.ctc.wstx.sr.BasicStreamReader.next"), false);
        assertEquals(5, tally.total());
        assertEquals(ProfileGroup.values().length, tally.groups().size());
        assertEquals(new GroupCount(ProfileGroup.CRYPTO, 3, 1), tally.groups().get(0));
        assertEquals(List.of(new FrameCount(ProfileGroup.CRYPTO, "sun.security.rsa.RSACore.crtCrypt", 3),
                new FrameCount(ProfileGroup.CRYPTO, "sun.security.provider.SHA.implCompress0", 1),
                new FrameCount(ProfileGroup.XML, "com.ctc.wstx.sr.BasicStreamReader.next", 1)), tally.topFrames());
    }

    @Test
    void aTallyKeepsAtMostTenFramesPerGroup() {
        ProfileTally tally = new ProfileTally();
        for (int i = 0; i < 15; i++) {
            tally.add(stack("org.wsslab.Lab.method" + i), true);
        }
        assertEquals(ProfileTally.TOP_FRAMES, tally.topFrames().size());
        assertEquals(15, tally.total());
    }
}
