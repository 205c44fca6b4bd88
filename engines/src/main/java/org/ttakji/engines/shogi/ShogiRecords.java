package org.ttakji.engines.shogi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.NotationException;

/**
 * Reads shogi game records: CSA ({@code .csa}), KIF ({@code .kif}, {@code .kifu}) and KI2 ({@code .ki2},
 * {@code .ki2u}); other names are recognised by their content. KIF and KI2 may be Shift_JIS or UTF-8 (with
 * or without a byte-order mark); CSA is read as UTF-8 when valid, else Shift_JIS. Every move is checked
 * legal while reading (see {@link ShogiRecord}).
 */
public final class ShogiRecords {
    private ShogiRecords() {
    }

    /**
     * Reads a record file.
     *
     * @throws LabInputException naming the file when it cannot be read
     * @throws NotationException naming the file and line of text that is not the format or is ambiguous
     * @throws IllegalMoveException naming the file, line and ply of a move that is not legal
     */
    public static ShogiRecord read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new LabInputException("cannot read shogi record " + file + ": " + e.getMessage(), e);
        }
        return parse(file.getFileName().toString(), bytes);
    }

    /**
     * Reads a record from its bytes.
     *
     * @param name  the file name: its extension chooses the format (for messages too)
     * @param bytes the file content
     * @throws NotationException    naming the file and line of text that cannot be read
     * @throws IllegalMoveException naming the file, line and ply of an illegal move
     */
    public static ShogiRecord parse(String name, byte[] bytes) {
        return replay(name, bytes).orThrow();
    }

    /**
     * Reads a record from its bytes, reporting a move that does not replay in the result instead of throwing.
     *
     * @throws NotationException naming the file and line of text that is not the format
     * @throws org.ttakji.engines.core.InvalidPositionException when the start is not a valid position
     */
    static RecordReplay.Replay replay(String name, byte[] bytes) {
        String text = JapaneseText.decode(bytes);
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".csa")) {
            return CsaReader.read(name, text);
        }
        if (lower.endsWith(".kif") || lower.endsWith(".kifu")) {
            return KifReader.read(name, text, false);
        }
        if (lower.endsWith(".ki2") || lower.endsWith(".ki2u")) {
            return KifReader.read(name, text, true);
        }
        return replayText(name, text);
    }

    /** Reads a record whose format is recognised from its text (a UTF-8 {@code String}). */
    public static ShogiRecord parseText(String name, String text) {
        return replayText(name, text).orThrow();
    }

    private static RecordReplay.Replay replayText(String name, String text) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (t.lines().anyMatch(l -> l.startsWith("PI") || l.startsWith("P1") || l.matches("[+-]\\d{4}[A-Z]{2}.*"))) {
            return CsaReader.read(name, t);
        }
        if (t.lines().anyMatch(l -> l.matches("\\s*\\d+\\s+\\S.*"))) {
            return KifReader.read(name, t, false);
        }
        if (t.contains("▲") || t.contains("△") || t.contains("☗")) {
            return KifReader.read(name, t, true);
        }
        throw new NotationException(name, "not a CSA, KIF or KI2 record");
    }
}
