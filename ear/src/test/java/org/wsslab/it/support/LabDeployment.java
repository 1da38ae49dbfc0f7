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
        // Their waits poll with Awaitility (and its Hamcrest), which the EAR does not bundle.
        archive.getAsType(WebArchive.class, "web-console.war").addPackages(true, "org.wsslab.it")
                .addAsLibraries(jarOf(org.awaitility.Awaitility.class), jarOf(org.hamcrest.Matcher.class));
        return archive;
    }

    private static File jarOf(Class<?> type) {
        try {
            return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate the jar of " + type.getName(), e);
        }
    }
}
