package org.wsslab.run.group.entity;

/**
 * What a group made by a study's Reproduce reproduces: the study and item (their ids), the role its
 * runs play in the item, and the scale asked for. Every later view (the verdicts, the Studies page)
 * finds an item's runs by it.
 */
public record Reproduces(String study, String item, String role, String scale) {
}
