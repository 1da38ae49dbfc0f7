/**
 * What the outside asks of runs: queue one from a request (planned by RunPlanning: endpoints, baseline
 * first, mode), find, list, label, cancel, resume, delete, and read what it stored, through the
 * components below. The one door the console uses for runs; no measuring and no SQL of its own here.
 */
package org.wsslab.run.boundary;
