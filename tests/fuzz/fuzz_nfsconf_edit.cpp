// SPDX-License-Identifier: GPL-2.0-or-later
// nfs.conf on any bytes: read as nfs-utils reads it without crashing; and the
// lossless editor's promise: after setting [nfsrahead] KEY, reading the
// result gives KEY that value and every other setting exactly as before, or
// the editor refuses with a reason and the content stays as it was.
#include "conf/nfsconfeditor.h"
#include "conf/nfsconfloader.h"
#include "fuzzcheck.h"

using namespace nfstuner;

namespace {

bool isEditedKey(const ConfDefinition &definition, const QByteArray &key)
{
    // nfs-utils keeps one binding per section and tag, whatever the arg.
    return definition.section.compare("nfsrahead", Qt::CaseInsensitive) == 0 &&
           definition.tag.compare(key, Qt::CaseInsensitive) == 0;
}

// Every binding of `from` other than the edited key is in `to`, the same.
void checkKept(const NfsConf &from, const NfsConf &to, const QByteArray &key)
{
    for (const ConfDefinition &definition : from.definitions()) {
        if (isEditedKey(definition, key))
            continue;
        const ConfDefinition *was =
            from.binding(definition.section, definition.arg, definition.tag);
        const ConfDefinition *now = to.binding(definition.section, definition.arg, definition.tag);
        FUZZ_CHECK(!was == !now);
        if (was)
            FUZZ_CHECK(was->value == now->value && was->arg == now->arg);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    // First byte: which key and value; the rest: the file.
    static const char *const keys[] = {"nfs", "nfs4", "default"};
    const QByteArray key = keys[data[0] % 3];
    const QByteArray value = QByteArray::number(quint32(data[0]) * 4099 % 1048577);
    const QByteArray content(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const NfsConf before = NfsConfLoader::parseContent(content);
    before.dump();
    const auto edited =
        NfsConfEditor::applyToFile(content, {ConfEdit{"nfsrahead", std::nullopt, key, value}});
    if (!edited) {
        FUZZ_CHECK(!edited.error().message.isEmpty());
        return 0;
    }
    FUZZ_CHECK(edited->has_value());
    const NfsConf after = NfsConfLoader::parseContent(**edited);
    const ConfDefinition *set = after.binding("nfsrahead", std::nullopt, key);
    FUZZ_CHECK(set && set->value == value);
    checkKept(before, after, key);
    checkKept(after, before, key); // and nothing new
    // Unsetting it again keeps everything else too.
    const auto unset = NfsConfEditor::applyToFile(
        **edited, {ConfEdit{"nfsrahead", std::nullopt, key, std::nullopt}});
    if (unset && unset->has_value()) {
        const NfsConf cleared = NfsConfLoader::parseContent(**unset);
        FUZZ_CHECK(!cleared.binding("nfsrahead", std::nullopt, key));
        checkKept(after, cleared, key);
    }
    return 0;
}
