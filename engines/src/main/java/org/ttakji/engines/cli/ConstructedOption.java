package org.ttakji.engines.cli;

import picocli.CommandLine.Option;

/**
 * {@code --constructed}, for the commands that analyse positions ({@code perft}, {@code analyse}, {@code position}):
 * read {@code --fen} without the start-material limits, as rules test suites construct positions (three cannons,
 * nine queens). Games never take it: {@code play}, self-play and the engine protocols keep refusing such positions.
 */
public final class ConstructedOption {
    @Option(names = "--constructed",
            description = "Accept a --fen beyond the start material (e.g. three cannons), as rules test suites use;"
                    + " games refuse such positions.")
    boolean constructed;

    /** True when {@code --constructed} was given. */
    public boolean on() {
        return constructed;
    }
}
