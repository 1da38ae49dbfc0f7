/** Reading a target's identity over HTTP, and the lab's own identity to hold it against. */
package org.wsslab.target.control;
