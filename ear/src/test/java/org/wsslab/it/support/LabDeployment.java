package org.wsslab.it.support;

import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/** The real EAR the build produced, as the tests deploy it, plus the tests' own classes. */
public final class LabDeployment {

    private LabDeployment() {
    }

    public static EnterpriseArchive ear() {
        File ear = new File(System.getProperty("wsslab.ear", "target/wsslab.ear"));
        if (!ear.isFile()) {
            throw new IllegalStateException("No EAR at " + ear.getAbsolutePath() + ": run the tests through Maven (mvn verify)");
        }
        EnterpriseArchive archive = ShrinkWrap.createFromZipFile(EnterpriseArchive.class, ear);
        // In-container tests run in the console's WAR (Arquillian's servlet protocol joins it): the
        // test classes go there too, where the EJB module's classes are visible (EAR lib/ would not see them).
        archive.getAsType(WebArchive.class, "web-console.war").addPackages(true, "org.wsslab.it");
        return archive;
    }
}
