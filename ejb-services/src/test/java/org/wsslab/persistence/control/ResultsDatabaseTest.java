package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ResultsDatabaseTest {

    @Test
    void anAddressKeepsHostPortAndDatabaseAndDropsParametersAndCredentials() {
        assertEquals("//db.example:5433/wsslab",
                ResultsDatabase.address("jdbc:postgresql://db.example:5433/wsslab?ApplicationName=wsslab&password=x"));
        assertEquals("//db.example:5433/wsslab", ResultsDatabase.address("jdbc:postgresql://me:secret@db.example:5433/wsslab"));
        assertEquals("file:~/.wsslab/results",
                ResultsDatabase.address("jdbc:h2:file:~/.wsslab/results;DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0"));
        assertEquals("unknown", ResultsDatabase.address(null));
    }
}
