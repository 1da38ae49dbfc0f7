package org.wsslab.it.support;

import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;

/** The real EAR the build produced, as the tests deploy it, plus the tests' own helpers. */
public final class LabDeployment {

    private LabDeployment() {
    }

    public static EnterpriseArchive ear() {
        File ear = new File(System.getProperty("wsslab.ear", "target/wsslab.ear"));
        if (!ear.isFile()) {
            throw new IllegalStateException("No EAR at " + ear.getAbsolutePath() + ": run the tests through Maven (mvn verify)");
        }
        EnterpriseArchive archive = ShrinkWrap.createFromZipFile(EnterpriseArchive.class, ear);
        archive.addAsLibrary(ShrinkWrap.create(JavaArchive.class, "wsslab-it-support.jar")
                .addPackage(LabDeployment.class.getPackage()));
        return archive;
    }
}
