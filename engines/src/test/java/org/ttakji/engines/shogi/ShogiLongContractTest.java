package org.ttakji.engines.shogi;

import org.junit.jupiter.api.Tag;

/**
 * The position contract with many more and longer random playouts than the unit suite (another seed);
 * tagged {@code slow}: {@code mvn verify -Dexcluded.test.tags= -Dgroups=slow}.
 */
@Tag("slow")
class ShogiLongContractTest extends ShogiContractTest {
    @Override
    protected int playoutsPerStart() {
        return 30;
    }

    @Override
    protected int maxPlies() {
        return 300;
    }

    @Override
    protected long seed() {
        return 4_2026_1130L;
    }
}
