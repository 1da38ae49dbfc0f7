package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.application.FacesMessage;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.console.runs.FormNumbers;
import org.wsslab.console.signin.ConsoleUser;
import org.wsslab.profile.boundary.ProfileRequest;
import org.wsslab.profile.boundary.Profiles;
import org.wsslab.profile.entity.ProfileStatus;
import org.wsslab.refusal.Refusal;

/**
 * Backs runs/run.xhtml's profiles: the operator picks a cell of the run and how long to record it;
 * everyone reads the run's profiles, newest first. The panel polls while a profile records.
 */
@Named
@RequestScoped
public class ProfileBacking {

    /** The "Record a profile" button: its refusals are shown beside it. */
    private static final String START = "run:profileStart";

    @Inject
    Profiles profiles;

    @Inject
    RequestedRun requested;

    @Inject
    ConsoleUser user;

    @Inject
    CellDetailBacking cell;

    private String mechanism;
    private Integer size;
    private String seconds = String.valueOf(ProfileRequest.DEFAULT_SECONDS);
    private List<ProfileTable> tables;

    public List<ProfileTable> getProfiles() {
        if (tables == null) {
            tables = requested.run() == null ? List.of() : profiles.of(requested.id()).stream().map(ProfileTable::of).toList();
        }
        return tables;
    }

    public boolean isRecording() {
        return getProfiles().stream().anyMatch(t -> t.profile().status() == ProfileStatus.RECORDING);
    }

    public void start() {
        if (!user.isOperator()) {
            PageMessages.errorAt(START, "Only an operator can record a profile.");
            return;
        }
        try {
            // The cell chooser names a cell by its endpoint id ("mutual-certificates/Basic256" under another suite).
            Endpoint cell = Endpoint.byId(getMechanism()).orElse(null);
            var profile = profiles.start(requested.id(), cell == null
                    ? new ProfileRequest(getMechanism(), getSize(), FormNumbers.single("seconds", seconds))
                    : new ProfileRequest(cell.mechanism().id(), getSize(), FormNumbers.single("seconds", seconds),
                            cell.suite().assertion()));
            tables = null;
            PageMessages.add(FacesMessage.SEVERITY_INFO, "Profile " + profile.id() + " is recording " + profile.endpoint()
                    + " at " + profile.size() + " B.");
        } catch (Refusal refusal) {
            PageMessages.errorAt(START, refusal.getMessage());
        }
    }

    /** The cell to profile: the one shown up close unless chosen. */
    public String getMechanism() {
        return mechanism == null ? cell.getMechanism() : mechanism;
    }

    public void setMechanism(String mechanism) {
        this.mechanism = mechanism;
    }

    public Integer getSize() {
        return size == null ? cell.getSize() : size;
    }

    public void setSize(Integer size) {
        this.size = size;
    }

    public String getSeconds() {
        return seconds;
    }

    public void setSeconds(String seconds) {
        this.seconds = seconds;
    }
}
