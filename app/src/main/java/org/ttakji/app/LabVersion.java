package org.ttakji.app;

import picocli.CommandLine.IVersionProvider;

/** Version line for {@code lab --version}: the Maven version and, when launched by {@code ./lab}, the git version. */
public final class LabVersion implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String pkg = Lab.class.getPackage().getImplementationVersion();
        String git = System.getProperty("lab.git.version", "unknown");
        return new String[]{"ttakji-lab " + (pkg == null ? "dev" : pkg) + " (git " + git + ")"};
    }
}
