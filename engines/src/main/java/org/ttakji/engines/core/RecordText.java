package org.ttakji.engines.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading record files as text, for the {@link RecordFormat} readers. */
public final class RecordText {
    private RecordText() {
    }

    /**
     * The file's bytes.
     *
     * @throws LabInputException naming the file when it cannot be read
     */
    public static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new LabInputException("cannot read record file " + file + ": " + e.getMessage(), e);
        }
    }

    /** The bytes as UTF-8 when they are valid UTF-8, else in {@code fallback} (a record set's legacy encoding). */
    public static String decode(byte[] bytes, Charset fallback) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, fallback);
        }
    }
}
