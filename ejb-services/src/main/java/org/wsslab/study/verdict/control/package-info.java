/** Judging a study's claims against the lab's runs: the measurements a role's runs give, the tolerances, the judges of each claim kind. */
package org.wsslab.study.verdict.control;
