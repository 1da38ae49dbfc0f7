-- Verdict evidence stored before this version kept the plain-text password of a UsernameToken
-- (message-auth-ssl sends it inside TLS); every console viewer could read it. Withhold it, as
-- SecretRedaction now does before storing.
UPDATE VERDICT
   SET REQUEST = REGEXP_REPLACE(REQUEST,
           '(<(?:[\w.-]+:)?Password(?:\s[^>]*)?>)[^<]*(</(?:[\w.-]+:)?Password\s*>)', '$1(withheld by wsslab)$2')
 WHERE REQUEST LIKE '%Password%';
