package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.namespace.QName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WsdlNamesTest {

    @TempDir
    Path folder;

    @Test
    void theServiceAndPortAreTheWsdlsOwn() throws IOException {
        Path wsdl = write("""
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                             targetNamespace="urn:wsslab:echo" name="MutualCertificatesBasic256EchoService">
                  <service name="MutualCertificatesBasic256EchoService">
                    <port name="MutualCertificatesBasic256EchoPort" binding="tns:B">
                      <soap:address location="http://localhost:8080/echo/mutual-certificates/Basic256"/>
                    </port>
                  </service>
                </definitions>""");

        WsdlNames names = WsdlNames.read(wsdl.toUri());

        assertEquals(new QName("urn:wsslab:echo", "MutualCertificatesBasic256EchoService"), names.service());
        assertEquals(new QName("urn:wsslab:echo", "MutualCertificatesBasic256EchoPort"), names.port());
    }

    @Test
    void aWsdlWithoutServiceIsRefused() throws IOException {
        Path wsdl = write("<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\" targetNamespace=\"urn:x\"/>");
        IOException e = assertThrows(IOException.class, () -> WsdlNames.read(wsdl.toUri()));
        assertEquals("the WSDL at " + wsdl.toUri() + " declares no service", e.getMessage());
    }

    @Test
    void aDoctypeIsRefused() throws IOException {
        Path wsdl = write("<!DOCTYPE definitions [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\">&x;</definitions>");
        assertThrows(IOException.class, () -> WsdlNames.read(wsdl.toUri()));
    }

    private Path write(String text) throws IOException {
        return Files.writeString(folder.resolve("echo.wsdl"), text);
    }
}
