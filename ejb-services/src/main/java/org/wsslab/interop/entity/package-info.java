/** What a client of another stack found at each endpoint: whether it interoperates, why not, its round trips. */
package org.wsslab.interop.entity;
