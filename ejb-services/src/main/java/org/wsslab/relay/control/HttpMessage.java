package org.wsslab.relay.control;

/**
 * One HTTP/1.1 message as it crossed: its head (start line and fields, with the blank line that
 * ends them), its body's length without chunk framing, and the body's bytes if they were kept.
 */
public record HttpMessage(String head, long bodyLength, byte[] body) {
}
