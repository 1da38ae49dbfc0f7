package org.wsslab.echo.control;

import jakarta.ejb.LocalBean;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.xml.ws.WebServiceException;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.StoredBook;
import org.wsslab.echo.entity.StoredEmployee;
import org.wsslab.workload.entity.Shape;

/**
 * The service's work for {@code db-read}: the first N records of a shape, read through JPA from the
 * service's own database ({@link ServiceDatabase}), a query and N entities per call as study 001's
 * Hibernate service did.
 */
@Stateless
@LocalBean
public class ServiceRecords implements EchoService.Records {

    @PersistenceContext(unitName = "service")
    EntityManager em;

    @Override
    public Payload read(Shape shape, int count) {
        return switch (shape) {
            case BOOKS -> Payload.ofBooks(em.createNamedQuery(StoredBook.FIRST, StoredBook.class).setParameter("count", count)
                    .getResultList().stream().map(StoredBook::book).toList());
            case EMPLOYEES -> Payload.ofEmployees(em.createNamedQuery(StoredEmployee.FIRST, StoredEmployee.class)
                    .setParameter("count", count).getResultList().stream().map(StoredEmployee::employee).toList());
            case BYTES, TEXT -> throw new WebServiceException("db-read reads records (books, employees), not " + shape.id());
        };
    }
}
