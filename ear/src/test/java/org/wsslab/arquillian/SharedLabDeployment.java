package org.wsslab.arquillian;

import org.jboss.arquillian.container.spi.client.container.DeployableContainer;
import org.jboss.arquillian.container.spi.client.deployment.Deployment;
import org.jboss.arquillian.container.spi.client.deployment.DeploymentDescription;
import org.jboss.arquillian.container.spi.client.protocol.metadata.ProtocolMetaData;
import org.jboss.arquillian.container.spi.context.annotation.DeploymentScoped;
import org.jboss.arquillian.container.spi.event.DeployDeployment;
import org.jboss.arquillian.container.spi.event.UnDeployDeployment;
import org.jboss.arquillian.container.spi.event.container.BeforeStop;
import org.jboss.arquillian.core.api.InstanceProducer;
import org.jboss.arquillian.core.api.annotation.Inject;
import org.jboss.arquillian.core.api.annotation.Observes;
import org.jboss.arquillian.core.spi.EventContext;
import org.jboss.shrinkwrap.api.Archive;
import org.wsslab.it.support.LabDeployment;

/**
 * Deploys the lab once per test server rather than once per test class: a deployment of the
 * 62-endpoint EAR costs seconds of export, upload and start, and 39 classes each made one.
 *
 * Arquillian deploys a class's {@code @Deployment} before the class and undeploys it after. For
 * the lab's archive (named {@link LabDeployment#NAME}, built by {@link LabDeployment#ear()} alone,
 * so every class's is the same) the first class's deploy goes through and is kept; a later class
 * gets the kept deployment's address (its {@link ProtocolMetaData}) instead of a deploy, and its
 * undeploy is skipped. The lab is undeployed once, before Arquillian stops the server.
 *
 * One difference between classes' archives matters: an in-container class's (testable) archive
 * carries Arquillian's servlet protocol, a client class's ({@code testable = false}) does not. A
 * client class uses either; an in-container class after a client-only deployment redeploys the
 * lab once with the protocol, which later classes then share. So a whole run deploys the lab at
 * most twice. An archive under another name (a class that needs a lab of its own) is deployed and
 * undeployed per class, as Arquillian does by default.
 */
public final class SharedLabDeployment {

    @Inject
    @DeploymentScoped
    private InstanceProducer<DeploymentDescription> descriptionProducer;

    @Inject
    @DeploymentScoped
    private InstanceProducer<Deployment> deploymentProducer;

    @Inject
    @DeploymentScoped
    private InstanceProducer<ProtocolMetaData> protocolMetadata;

    /** The deployed lab's archive, as deployed (null while none is). One server, one lab. */
    private Archive<?> deployed;
    private boolean deployedTestable;
    private ProtocolMetaData deployedAt;

    /**
     * Precedence below Arquillian's own interceptors, so the container's and the deployment's
     * contexts are active here (the deployment-scoped producers write into this class's context).
     */
    public void deploy(@Observes(precedence = -100) EventContext<DeployDeployment> context) throws Exception {
        Deployment deployment = context.getEvent().getDeployment();
        DeploymentDescription description = deployment.getDescription();
        if (!isLab(description)) {
            context.proceed();
            return;
        }
        if (deployed != null && (deployedTestable || !description.testable())) {
            descriptionProducer.set(description);
            deploymentProducer.set(deployment);
            protocolMetadata.set(deployedAt);
            deployment.deployed();
            return;
        }
        if (deployed != null) {
            // The kept deployment lacks the servlet protocol this in-container class runs through.
            undeploy(context.getEvent().getDeployableContainer());
        }
        context.proceed();
        if (deployment.isDeployed()) {
            deployed = archiveOf(description);
            deployedTestable = description.testable();
            deployedAt = protocolMetadata.get();
        }
    }

    /** A class's undeploy of the shared lab is skipped: the next class uses it. */
    public void undeploy(@Observes(precedence = -100) EventContext<UnDeployDeployment> context) {
        Deployment deployment = context.getEvent().getDeployment();
        if (isLab(deployment.getDescription()) && deployed != null) {
            deployment.undeployed();
            return;
        }
        context.proceed();
    }

    /**
     * The suite is over and the server about to stop: the lab leaves it as it came, undeployed. A
     * failed undeploy is said, not thrown: thrown here it would stop the stop, and leave the server running.
     */
    public void undeployBeforeStop(@Observes BeforeStop event) {
        if (deployed != null) {
            try {
                undeploy(event.getDeployableContainer());
            } catch (Exception e) {
                System.err.println("the shared lab was not undeployed before the server stops: " + e);
            }
        }
    }

    private void undeploy(DeployableContainer<?> container) throws Exception {
        Archive<?> archive = deployed;
        deployed = null;
        deployedAt = null;
        container.undeploy(archive);
    }

    private static boolean isLab(DeploymentDescription description) {
        return description.isArchiveDeployment() && description.managed()
                && LabDeployment.NAME.equals(description.getArchive().getName());
    }

    private static Archive<?> archiveOf(DeploymentDescription description) {
        return description.getTestableArchive() != null ? description.getTestableArchive() : description.getArchive();
    }
}
