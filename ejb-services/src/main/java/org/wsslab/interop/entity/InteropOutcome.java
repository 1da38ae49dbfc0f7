package org.wsslab.interop.entity;

/** What became of a client of another stack at one endpoint. */
public enum InteropOutcome {
    INTEROPERATES("the client read the endpoint's published WSDL, applied its policy and echoed every size"),
    FAILS("one side refused: the reason says which, in its own words"),
    NOT_TESTABLE("the client cannot be built for this mechanism here; the reason says why");

    private final String meaning;

    InteropOutcome(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}
