package org.wsslab.console.view;

import jakarta.enterprise.context.SessionScoped;
import jakarta.inject.Named;
import java.io.Serializable;

/**
 * Who is signed in to the console's pages, and in which role. The pages keep it in the session;
 * the API authenticates every request by HTTP Basic instead. Both check the same realm.
 */
@Named
@SessionScoped
public class ConsoleUser implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name;
    private boolean operator;

    void signIn(String user, boolean isOperator) {
        this.name = user;
        this.operator = isOperator;
    }

    void signOut() {
        name = null;
        operator = false;
    }

    public boolean isSignedIn() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    /** May start, cancel, resume and delete runs. */
    public boolean isOperator() {
        return operator;
    }
}
