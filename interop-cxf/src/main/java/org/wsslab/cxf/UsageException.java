package org.wsslab.cxf;

/** The command line asks for something the program cannot do; the message says what is allowed. */
public class UsageException extends Exception {

    public UsageException(String message) {
        super(message);
    }
}
