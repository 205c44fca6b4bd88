package org.ttakji.engines.chess960;

/**
 * Slider attacks by "fancy" magic bitboards (https://www.chessprogramming.org/Magic_Bitboards): the
 * relevant blockers of a square, multiplied by a magic number and shifted, index a table of attack
 * sets. The magic numbers below were found by this project's own seeded search ({@code MagicFinder} in
 * the tests, which reproduces them); the tables are filled from ray casting at class initialisation,
 * which fails loudly on any collision, so a wrong constant can never go unnoticed.
 */
final class Magics {
    static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static final long[] ROOK_MAGIC = {
        0x208011A240008000L, 0x40C0014010002000L, 0x4100142000090040L, 0x0480100008000480L,
        0x82801A0800800400L, 0x020001A824020010L, 0x0C00100082080144L, 0x0100020023429100L,
        0x0085800880400020L, 0x000A002042010080L, 0x0002801000200188L, 0x1041002008100102L,
        0x0100800400080080L, 0x8020800400800200L, 0x0005000200010024L, 0x0010800080004100L,
        0x0180004000402008L, 0x0240890028400100L, 0x0002110020024100L, 0x0210024008004400L,
        0x0100808004000800L, 0x2203010004000802L, 0x0800CC0056010830L, 0x11080A0025048044L,
        0x4028400C80009022L, 0x0020014240100026L, 0x0100802200104202L, 0x0408420200102008L,
        0x2080110100080005L, 0x0812000200081004L, 0x0110020080800100L, 0x0100230600089844L,
        0x0100400026800481L, 0x0110002004404004L, 0x4080100080802008L, 0x0080090021001000L,
        0x0000880005001100L, 0x2100800200800400L, 0xB8001021040008A2L, 0x0601048402001845L,
        0x0280002001414004L, 0x0400500020004000L, 0x2201001020010042L, 0x8810041100210008L,
        0x3040080004008080L, 0x0000D02004080140L, 0xE12021C802040010L, 0x0000040080420011L,
        0x0011002A00488200L, 0x0000401000200840L, 0x2200802000100080L, 0x1000200904100100L,
        0x0150040800110100L, 0x0022011004880200L, 0x04420A3008114400L, 0x212089040050A200L,
        0x1600102200804102L, 0x2108241081024001L, 0x0000100902200041L, 0x00010084A0100009L,
        0x81A1001004020801L, 0x0801000208040001L, 0x2192005124008802L, 0x0012040040810022L
    };

    static final long[] BISHOP_MAGIC = {
        0x1023200101030102L, 0x0010249808802210L, 0x145008A089084860L, 0x0604412190100000L,
        0x0284042210088090L, 0x4002021004100000L, 0x04406410241000A8L, 0x0205004042484040L,
        0x4900100408009402L, 0x20100802108C0100L, 0x08280425061A0000L, 0x2000680851081000L,
        0x0400442420004A00L, 0x021188221010104AL, 0x0000010121104100L, 0x4000088401080200L,
        0x00A08B09E0010200L, 0x4224420308082101L, 0x1231001000508501L, 0x008800022022C250L,
        0x1402040401212042L, 0x4409800308200200L, 0x1202020400840500L, 0x1001020A0082610AL,
        0x0110080404195044L, 0x0201240808180860L, 0x2148040002003200L, 0x2040802002020200L,
        0x0011001101004000L, 0x0020420005008A40L, 0x009802A252021110L, 0x0004114023821080L,
        0x0024100444400402L, 0x0021500804900100L, 0x0008A1B004080180L, 0x10884048004C8200L,
        0x0001100400408020L, 0x08A00120400A0800L, 0x6110040C58208230L, 0x1012020820804400L,
        0x08910490040A4000L, 0x8201111002121002L, 0x62000A0802000408L, 0x0048002214010800L,
        0x0111080104000040L, 0x1020020042000042L, 0x0611100100440103L, 0x0A48010700A84E02L,
        0x0002841908420010L, 0x08C0440208024408L, 0xA820810401040818L, 0x8802008820880011L,
        0x2230061060221420L, 0x0020400488108004L, 0x20400E04850E0836L, 0x0A0404009401014AL,
        0x0050240044042060L, 0x011000208218A002L, 0x0148800901054110L, 0x0800010901048820L,
        0x8044408010020204L, 0x80200008A0881080L, 0x08A0100401180204L, 0x0482020212040900L
    };


    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;
    /** Empty-board rook and bishop attacks (pin and check detection). */
    static final long[] ROOK_RAYS = new long[64];
    static final long[] BISHOP_RAYS = new long[64];

    static {
        ROOK_TABLE = build(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET);
        BISHOP_TABLE = build(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET);
        for (int sq = 0; sq < 64; sq++) {
            ROOK_RAYS[sq] = rook(sq, 0);
            BISHOP_RAYS[sq] = bishop(sq, 0);
        }
    }

    private Magics() {
    }

    /** Squares a rook on {@code sq} attacks with the given occupancy (including the first blocker). */
    static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    /** Squares a bishop on {@code sq} attacks with the given occupancy (including the first blocker). */
    static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** Squares a queen on {@code sq} attacks with the given occupancy. */
    static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    private static long[] build(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantMask(sq, dirs);
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = total;
            total += 1 << bits;
        }
        long[] table = new long[total];
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            long subset = 0;
            do { // Carry-Rippler enumeration of every subset of the mask
                int index = offsets[sq] + (int) ((subset * magics[sq]) >>> shifts[sq]);
                long attacks = slowAttacks(sq, subset, dirs);
                if (table[index] != 0 && table[index] != attacks) { // attack sets are never empty
                    throw new IllegalStateException("magic number of square " + sq + " collides");
                }
                table[index] = attacks;
                subset = (subset - mask) & mask;
            } while (subset != 0);
        }
        return table;
    }

    /** The blockers that matter for a slider on {@code sq}: its rays without their last square. */
    static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = Squares.file(sq) + d[0];
            int r = Squares.rank(sq) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << Squares.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    /** Ray casting, the reference the tables are built from. */
    static long slowAttacks(int sq, long occupied, int[][] dirs) {
        long attacks = 0;
        for (int[] d : dirs) {
            int f = Squares.file(sq) + d[0];
            int r = Squares.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << Squares.of(f, r);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }
}
