package org.wsslab.architecture;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * No package of the lab's services depends, through others, on itself: a cycle makes two packages
 * one in all but name (neither can change or be understood alone), as echo.boundary, echo.control and
 * workload.control were before the echo contract got a package of its own.
 */
class PackageCyclesTest {

    private static final JavaClasses SERVICES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.wsslab");

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        slices().matching("org.wsslab.(**)").should().beFreeOfCycles().check(SERVICES);
    }

    /**
     * The run's components (plan, execution, store, summary, noise, transfer, soak; docs/architecture.md,
     * "The run's components") each whole, packages and roles together: a component that reached back
     * into one that depends on it would make the two one job again, as the run package was.
     */
    @Test
    void noRunComponentDependsOnItselfThroughOthers() {
        slices().matching("org.wsslab.run.(*)..").should().beFreeOfCycles().check(SERVICES);
    }
}
