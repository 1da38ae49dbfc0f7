/** A study's finding judged against the lab's runs: its verdict, the checks it rests on and the figures of each (docs/verdicts.md). */
package org.wsslab.study.verdict.entity;
