package org.wsslab.study.verdict.entity;

/**
 * One comparison a claim comes down to, at one size: what is compared ({@code figure}, in words, e.g.
 * "sign-only ÷ encrypt-only, mean round trip at 12 B"), what the lab measured with its interval, what
 * the study published or claimed, the band the measured interval is held to, the verdict, and why.
 *
 * @param figure    what is compared, in words
 * @param measured  the lab's figure, or null where the runs do not measure it
 * @param published the study's value or claim, in words ("21.7×", "dearer", "about the same")
 * @param tolerance the band the interval must lie in to hold, in words, with the tolerance's name
 * @param verdict   the check's verdict
 * @param reason    why: inside, outside, straddling, noisy (which cell, which run), not measured
 */
public record Check(String figure, Estimate measured, String published, String tolerance, Verdict verdict, String reason) {
}
