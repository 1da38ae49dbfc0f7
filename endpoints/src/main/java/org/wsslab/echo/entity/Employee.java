package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlType;
import java.util.List;
import java.util.Objects;

/** One employee of study 000's "Employee Details" service: eight string fields. */
@XmlType(name = "employee", propOrder = {"id", "firstName", "lastName", "email", "workPhone", "mobilePhone", "ssn",
        "department"})
public class Employee {

    private String id;
    private String firstName;
    private String lastName;
    private String email;
    private String workPhone;
    private String mobilePhone;
    private String ssn;
    private String department;

    public Employee() {
        // for JAXB
    }

    public Employee(String id, String firstName, String lastName, String email, String workPhone, String mobilePhone,
            String ssn, String department) {
        this.id = id;
        this.firstName = firstName;
        this.lastName = lastName;
        this.email = email;
        this.workPhone = workPhone;
        this.mobilePhone = mobilePhone;
        this.ssn = ssn;
        this.department = department;
    }

    /** The eight fields in their order on the wire (for the service's database). */
    public List<String> fields() {
        return List.of(id, firstName, lastName, email, workPhone, mobilePhone, ssn, department);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Employee e && Objects.equals(id, e.id) && Objects.equals(firstName, e.firstName)
                && Objects.equals(lastName, e.lastName) && Objects.equals(email, e.email)
                && Objects.equals(workPhone, e.workPhone) && Objects.equals(mobilePhone, e.mobilePhone)
                && Objects.equals(ssn, e.ssn) && Objects.equals(department, e.department);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, email);
    }

    @Override
    public String toString() {
        return "Employee[" + id + " " + firstName + " " + lastName + ", " + email + ", " + department + "]";
    }
}
