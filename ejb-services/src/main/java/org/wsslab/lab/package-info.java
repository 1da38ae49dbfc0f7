/**
 * Which lab this is: the name that stamps every run, verification, interop check, profile, target and
 * group it makes, so that labs sharing one results store tell their records apart (issue 46).
 */
package org.wsslab.lab;
