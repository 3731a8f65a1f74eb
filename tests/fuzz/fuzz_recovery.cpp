// Autosaved recovery copies (ui/session/recoveryfile.h, format in docs/autosave.md): the wrapper is
// decoded with QtCore's JSON reader, then the scenario and workshop inside it are inspected as
// the start-up offer does before showing a copy. An accepted wrapper encodes and decodes back to
// the same copy.
#include "fuzz_support.h"
#include "recoveryfile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString path = QStringLiteral("/tmp/autosave-1-00000000.json");
    recovery::RecoveryFile file;
    ad::Diagnostics problems;
    if (!recovery::decode(bytes, path, &file, &problems)) {
        FUZZ_CHECK(!problems.empty());
        return 0;
    }
    QString summary;
    ad::Diagnostics contentProblems;
    const bool readable = recovery::inspectContent(file.content, path, &summary, &contentProblems);
    FUZZ_CHECK(readable || !contentProblems.empty()); // a refused copy says why

    recovery::RecoveryFile again;
    FUZZ_CHECK(recovery::decode(recovery::encode(file), path, &again, nullptr));
    FUZZ_CHECK(again.content == file.content);
    FUZZ_CHECK(again.originalFile == file.originalFile);
    FUZZ_CHECK(again.savedAt == file.savedAt);
    return 0;
}
