package org.wsslab.cxf;

/** The lab, or the files it keeps for its clients, cannot be used: nothing was measured. */
public class LabException extends Exception {

    public LabException(String message) {
        super(message);
    }

    public LabException(String message, Throwable cause) {
        super(message, cause);
    }
}
