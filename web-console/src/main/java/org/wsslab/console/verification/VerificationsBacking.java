package org.wsslab.console.verification;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.pages.PageErrors;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.console.signin.ConsoleUser;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * Backs runs/verifications.xhtml[?id=N[&amp;mechanism=m[&amp;suite=S]&amp;attack=A][&amp;compare=M]]: the
 * stored verifications, one of them as a matrix (endpoint × attack, an endpoint being a mechanism under
 * one suite), one cell's fault text and evidence on demand, and the cells where verification M differs.
 * Operators start a new verification from here.
 */
@Named
@RequestScoped
public class VerificationsBacking {

    @Inject
    Verifications verifications;

    @Inject
    ConsoleUser user;

    @Inject
    Catalog catalog;

    /** The flash key that carries the ticked mechanisms across Start's redirect. */
    private static final String CHOSEN = "verification.chosen";

    private String given;
    private Long id;
    private String mechanism;
    private String suite;
    private String attack;
    private Optional<Verification> shown;
    private List<String> chosen;
    private List<String> verifiable;
    private AttackMatrix matrix;
    private String compareGiven;
    private Optional<MatrixComparison> comparison;

    @PostConstruct
    void readParameters() {
        Map<String, String> parameters = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        given = parameters.getOrDefault("verification:id", parameters.get("id"));
        try {
            id = given == null || given.isBlank() ? null : Long.valueOf(given.strip());
        } catch (NumberFormatException e) {
            id = null;
        }
        mechanism = parameters.get("mechanism");
        suite = parameters.getOrDefault("suite", "");
        attack = parameters.get("attack");
        compareGiven = parameters.get("compare");
    }

    /** The page's view action: an id that names no stored verification gets the lab's error page, not an empty matrix. */
    public void load() {
        if (given != null && !given.isBlank() && (id == null || id <= 0)) {
            PageErrors.notFound("verification ids are whole numbers from the list of stored verifications; '" + given.strip()
                    + "' is not one");
        } else if (given != null && !given.isBlank() && getShown() == null) {
            PageErrors.notFound("there is no verification " + id);
        } else if (compareGiven != null && getComparison() == null) {
            PageErrors.notFound("compare names a stored verification by its id; there is no verification '" + compareGiven.strip() + "'");
        }
    }

    /** The shown verification beside the one {@code compare} names: the cells whose outcomes differ; null without one. */
    public MatrixComparison getComparison() {
        if (comparison == null) {
            comparison = Optional.empty();
            if (compareGiven != null && getShown() != null) {
                try {
                    verifications.find(Long.parseLong(compareGiven.strip()))
                            .ifPresent(other -> comparison = Optional.of(MatrixComparison.of(
                                    verifications.verdicts(getShown().id()), other, verifications.verdicts(other.id()))));
                } catch (NumberFormatException e) {
                    comparison = Optional.empty();
                }
            }
        }
        return comparison.orElse(null);
    }

    public List<Verification> getAll() {
        return verifications.all();
    }

    /** The verification asked for, or the newest one. */
    public Verification getShown() {
        if (shown == null) {
            shown = id == null ? verifications.all().stream().findFirst() : verifications.find(id);
        }
        return shown.orElse(null);
    }

    public Long getId() {
        // Boxed on both sides: with no verification stored yet there is no id at all.
        return getShown() == null ? id : Long.valueOf(getShown().id());
    }

    public void setId(Long id) {
        this.id = id;
    }

    public boolean isRunning() {
        return getShown() != null && getShown().status() == VerificationStatus.RUNNING;
    }

    public List<Attack> getAttacks() {
        return getShown() == null ? Attack.all() : matrix().attacks();
    }

    public List<AttackMatrix.Group> getAttackClasses() {
        return getShown() == null ? List.of() : matrix().groups();
    }

    /** The legend's meaning of a cell without a verdict, as the shown verification's state makes it. */
    public String getUnreached() {
        return getShown() == null ? "" : matrix().unreached();
    }

    public List<AttackMatrix.Row> getRows() {
        return getShown() == null ? List.of() : matrix().rows();
    }

    /** Read once a request: the header, the class row and every row's cells come from the same verdicts. */
    private AttackMatrix matrix() {
        if (matrix == null) {
            matrix = AttackMatrix.of(getShown(), verifications.verdicts(getShown().id()));
        }
        return matrix;
    }

    /** The chosen cell with its evidence, or null. */
    public Verdict getEvidence() {
        if (getShown() == null || mechanism == null || attack == null) {
            return null;
        }
        return verifications.evidence(getShown().id()).stream()
                .filter(v -> v.mechanism().id().equals(mechanism) && v.endpoint().suiteId().equals(suite)
                        && v.attack().name().equals(attack))
                .findFirst().orElse(null);
    }

    /** Starts a verification of the mechanisms ticked (every available one unless unticked), each under every suite it offers. */
    public String start() {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator may start a verification.");
            return null;
        }
        if (chosen == null || chosen.isEmpty()) {
            PageMessages.errorAt("verification:chosen", "Tick at least one mechanism to attack.");
            return null;
        }
        try {
            Verification started = verifications.start(chosen.containsAll(getVerifiable()) ? null : chosen, null);
            // The page the redirect opens keeps the ticks the operator gave, rather than ticking every mechanism again.
            FacesContext.getCurrentInstance().getExternalContext().getFlash().put(CHOSEN, List.copyOf(chosen));
            return "/runs/verifications?faces-redirect=true&id=" + started.id();
        } catch (Refusal refusal) {
            PageMessages.error(refusal.getMessage());
            return null;
        }
    }

    /** The mechanisms a verification can attack: the available ones, by id. */
    public List<String> getVerifiable() {
        if (verifiable == null) {
            verifiable = catalog.available().stream().map(Mechanism::id).toList();
        }
        return verifiable;
    }

    /** The mechanisms ticked: as the operator left them when a verification was started, every available one otherwise. */
    @SuppressWarnings("unchecked")
    public List<String> getChosen() {
        if (chosen == null) {
            Object kept = FacesContext.getCurrentInstance().getExternalContext().getFlash().get(CHOSEN);
            chosen = kept instanceof List<?> list ? new ArrayList<>((List<String>) list) : null;
        }
        return chosen == null ? getVerifiable() : chosen;
    }

    /** Cancels the shown verification, which stops before its next attack; the page then follows it to its end. */
    public String cancel() {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator may cancel a verification.");
            return null;
        }
        try {
            verifications.cancel(getShown().id());
            PageMessages.add(FacesMessage.SEVERITY_INFO, "Verification " + getShown().id() + " stops before its next attack.");
            return null;
        } catch (Refusal refusal) {
            PageMessages.error(refusal.getMessage());
            return null;
        }
    }

    /** How far the shown verification is: "37 of 120 cells". */
    public String getProgress() {
        return getShown() == null ? "" : matrix().reached() + " of " + matrix().cells() + " cells";
    }

    public void setChosen(List<String> chosen) {
        this.chosen = chosen;
    }

    /** Every outcome a cell can have, for the legend under the matrix. */
    public List<Outcome> getOutcomes() {
        return List.of(Outcome.values());
    }

    /** An attack's request or the endpoint's answer, indented for reading (EvidenceXml). */
    public String pretty(String xml) {
        return EvidenceXml.pretty(xml);
    }
}
