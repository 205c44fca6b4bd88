package org.ttakji.engines.banqi;

/**
 * Test helper for the no-cheating checks: another true position with the same observation as a given one
 * (public test API, used by the engine tests of other packages too).
 */
public final class BanqiTwins {
    private BanqiTwins() {
    }

    /**
     * The full-form text with the identities of the face-down pieces ({@code ?X}) in reverse square order: the
     * same public board, bag, side, colours and counters, another hidden layout (unless the face-down pieces
     * read the same both ways).
     */
    public static String permuteFaceDown(String fullForm) {
        int end = fullForm.indexOf(' ');
        String board = fullForm.substring(0, end);
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '?') {
                letters.append(board.charAt(++i));
            }
        }
        letters.reverse();
        StringBuilder out = new StringBuilder();
        int next = 0;
        for (int i = 0; i < board.length(); i++) {
            out.append(board.charAt(i));
            if (board.charAt(i) == '?') {
                out.append(letters.charAt(next++));
                i++;
            }
        }
        return out + fullForm.substring(end);
    }
}
