package org.wsslab.echo.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An employee as the service's database holds it (db-read); ids count from 1 in the order the records were made. */
@Entity
@Table(name = "EMPLOYEE")
@NamedQuery(name = StoredEmployee.FIRST, query = "SELECT e FROM StoredEmployee e WHERE e.id <= :count ORDER BY e.id")
public class StoredEmployee {

    public static final String FIRST = "StoredEmployee.first";

    @Id
    private int id;

    @Column(name = "EMPLOYEE_ID", nullable = false)
    private String employeeId;

    @Column(name = "FIRST_NAME", nullable = false)
    private String firstName;

    @Column(name = "LAST_NAME", nullable = false)
    private String lastName;

    @Column(nullable = false)
    private String email;

    @Column(name = "WORK_PHONE", nullable = false)
    private String workPhone;

    @Column(name = "MOBILE_PHONE", nullable = false)
    private String mobilePhone;

    @Column(nullable = false)
    private String ssn;

    @Column(nullable = false)
    private String department;

    protected StoredEmployee() {
        // for JPA
    }

    public Employee employee() {
        return new Employee(employeeId, firstName, lastName, email, workPhone, mobilePhone, ssn, department);
    }
}
