package org.wsslab.console.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class EvidenceXmlTest {

    @Test
    void xmlIsIndentedOneElementALineWithItsTextAsSent() {
        String sent = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Header/>\n <S:Body><echo>a  b</echo></S:Body></S:Envelope>";
        assertEquals("""
                <S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/">
                  <S:Header/>
                  <S:Body>
                    <echo>a  b</echo>
                  </S:Body>
                </S:Envelope>""", EvidenceXml.pretty(sent));
    }

    @Test
    void whatIsNotWellFormedXmlIsShownAsStoredAndADoctypeIsNotRead() {
        assertEquals("<html><body>502", EvidenceXml.pretty("<html><body>502"));
        assertEquals("(none)", EvidenceXml.pretty("(none)"));
        assertNull(EvidenceXml.pretty(null));
        String entity = "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>";
        assertEquals(entity, EvidenceXml.pretty(entity), "a DTD is refused, so the text stays as it was");
    }
}
