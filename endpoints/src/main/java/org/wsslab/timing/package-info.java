/**
 * Splits a call's round trip between client, server and transport, by two Metro tubes of the lab's
 * own tubeline ({@code META-INF/metro.xml}): one on the client, nearest its transport, timing the
 * HTTP exchanges the call made; one on the server, nearest its transport, timing each request it
 * answered. The engine marks a call ({@link org.wsslab.timing.CallTimer}); its exchanges carry the
 * mark as an HTTP header; the server's figures come back in memory, never through a log or a file.
 */
package org.wsslab.timing;
