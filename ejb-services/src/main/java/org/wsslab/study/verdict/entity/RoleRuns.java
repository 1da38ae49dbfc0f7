package org.wsslab.study.verdict.entity;

import java.util.List;

/**
 * The runs a finding's role was read from: the role and its preset, the group a Reproduce made (null
 * for a run read because it matches the preset), the completed runs read, whether they are the
 * preset's scaled counts (or a user's own: anything but the study's), and how they were found.
 */
public record RoleRuns(String role, String preset, String group, List<Long> runs, boolean scaled, String found) {
}
