package org.wsslab.refusal;

import java.io.Serializable;

/**
 * One field a refusal is about: its path as the API names it ({@code calls}, {@code mode.growth.step},
 * {@code results[0].reason}, a query parameter such as {@code statistic}) and what is wrong with it, so
 * that the API and the console's forms show the refusal beside its field without reading the sentence.
 */
public record RefusedField(String path, String message) implements Serializable {
}
