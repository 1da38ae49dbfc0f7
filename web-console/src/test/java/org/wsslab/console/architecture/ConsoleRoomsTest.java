package org.wsslab.console.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The console reads the engine through what the engine offers the outside (its boundary types and
 * entities), never through its work (a {@code control} package): the engine's work can then be
 * rearranged without a page noticing, as issue 37 found five console classes reaching into it. And
 * the console's feature packages (runs, run, compare, decision, ...; docs/architecture.md) do not
 * depend on themselves through each other.
 */
class ConsoleRoomsTest {

    private static final JavaClasses CONSOLE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.wsslab.console");

    @Test
    void consoleNeverReachesIntoTheEnginesWork() {
        noClasses().that().resideInAPackage("org.wsslab.console..")
                .should().dependOnClassesThat(resideInAPackage("org.wsslab..control..")
                        .and(not(resideInAPackage("org.wsslab.console.."))))
                .check(CONSOLE);
    }

    @Test
    void noConsolePackageDependsOnItselfThroughOthers() {
        slices().matching("org.wsslab.console.(**)").should().beFreeOfCycles().check(CONSOLE);
    }
}
