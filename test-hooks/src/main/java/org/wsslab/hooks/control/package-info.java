/**
 * What only tests use, deployed beside the engine in the test deployment only (LabDeployment merges
 * it into the EJB module; the EAR a user deploys never holds it): the hold, synthetic and scratch
 * runs, sample-write trials, and the counts read from the lab's FINE records. Nothing in the product
 * may depend on it.
 */
package org.wsslab.hooks.control;
