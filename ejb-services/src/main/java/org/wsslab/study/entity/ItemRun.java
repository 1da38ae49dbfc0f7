package org.wsslab.study.entity;

/** One run an item needs: its role in the item (what the run is for, e.g. "database") and the study's preset that makes it. */
public record ItemRun(String role, String preset) {
}
