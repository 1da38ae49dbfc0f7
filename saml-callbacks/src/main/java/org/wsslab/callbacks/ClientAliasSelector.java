package org.wsslab.callbacks;

import com.sun.xml.wss.AliasSelector;
import java.util.Map;

/**
 * Picks the client identity per port: the request-context property {@value #ALIAS_PROPERTY} names
 * one (negative tests use the untrusted CA's client), otherwise the lab's trusted client signs.
 */
public class ClientAliasSelector implements AliasSelector {

    public static final String ALIAS_PROPERTY = "wsslab.client.alias";
    public static final String DEFAULT_ALIAS = "wsslab-client";

    @Override
    @SuppressWarnings("rawtypes")
    public String select(Map runtimeProperties) {
        Object alias = runtimeProperties == null ? null : runtimeProperties.get(ALIAS_PROPERTY);
        return alias instanceof String chosen && !chosen.isBlank() ? chosen : DEFAULT_ALIAS;
    }
}
