/** The one refusal type of the application: what a request got wrong, answered 400, 404 or 409. */
package org.wsslab.refusal;
