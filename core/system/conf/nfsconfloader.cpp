// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsconfloader.h"

#include "base/logging.h"

#include "base/textfile.h"
#include "conf/cbytes.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <libgen.h>

namespace nfstuner {

namespace {

// dirname(3) of a system path, as relative_path() in conffile.c uses it.
QString posixDirname(const QString &path)
{
    QByteArray copy = QFile::encodeName(path);
    return QFile::decodeName(::dirname(copy.data()));
}

// The drop-in names conf_init_dir() accepts, in versionsort order.
QStringList dropInNames(const QString &directory)
{
    QStringList names;
    struct dirent **entries = nullptr;
    const int count =
        ::scandir(QFile::encodeName(directory).constData(), &entries, nullptr, ::versionsort);
    for (int i = 0; i < count; ++i) {
        const struct dirent *entry = entries[i];
        const QByteArray name(entry->d_name);
        const bool fileLike =
            entry->d_type == DT_REG || entry->d_type == DT_LNK || entry->d_type == DT_UNKNOWN;
        if (fileLike && !name.startsWith('.') && name.size() > 5 && name.endsWith(".conf"))
            names.append(QFile::decodeName(name));
        ::free(entries[i]);
    }
    ::free(entries);
    return names;
}

class Loader
{
public:
    Loader(const SystemRoot &root, NfsConfLoader::Options options)
        : m_root(root)
        , m_options(options)
    {}

    void loadTopLevel(const QString &systemPath, ConfFile::Role role, bool onlyIfPresent)
    {
        if (onlyIfPresent && !exists(systemPath))
            return;
        const int index = addFile(systemPath, role, -1, 0);
        if (read(index))
            parse(index, std::nullopt);
        else if (role == ConfFile::Role::Main)
            diagnose(index, 0,
                     NfsConfLoader::tr("error loading config file: %1").arg(m_files[index].error));
    }

    void loadDropIns(const QString &mainSystemPath, ConfFile::Role role)
    {
        const QString directory = mainSystemPath + QStringLiteral(".d");
        QStringList names = dropInNames(m_root.path(directory));
        for (auto it = m_options.replaced.cbegin(); it != m_options.replaced.cend(); ++it) {
            const QString name = it.key().section(QLatin1Char('/'), -1);
            if (it.key() != directory + QLatin1Char('/') + name || !name.endsWith(u".conf") ||
                name.startsWith(QLatin1Char('.')))
                continue;
            names.removeAll(name);
            if (it.value())
                names.append(name);
        }
        std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
            return ::strverscmp(QFile::encodeName(a).constData(),
                                QFile::encodeName(b).constData()) < 0;
        });
        for (const QString &name : std::as_const(names)) {
            const int index = addFile(directory + QLatin1Char('/') + name, role, -1, 0);
            if (read(index))
                parse(index, std::nullopt);
        }
    }

    void loadContent(const QByteArray &content)
    {
        const int index = addFile(QStringLiteral("-"), ConfFile::Role::Main, -1, 0);
        m_files[index].content = content;
        m_files[index].loaded = true;
        m_options.maxIncludeDepth = 0;
        m_followIncludes = false;
        parse(index, std::nullopt);
    }

    NfsConf finish()
    {
        return NfsConf::fromParts(std::move(m_files), std::move(m_definitions),
                                  std::move(m_diagnostics), [root = m_root] {
                                      return NfsUtilsRelease::argBindings(
                                          NfsUtilsRelease::installedVersion(root));
                                  });
    }

private:
    int addFile(const QString &systemPath, ConfFile::Role role, int includedFrom, int line)
    {
        ConfFile file;
        file.systemPath = systemPath;
        file.path = m_root.path(systemPath);
        file.role = role;
        file.includedFrom = includedFrom;
        file.includeLine = line;
        m_files.append(std::move(file));
        return int(m_files.size() - 1);
    }

    bool exists(const QString &systemPath) const
    {
        const auto replaced = m_options.replaced.constFind(systemPath);
        if (replaced != m_options.replaced.cend())
            return replaced->has_value();
        return QFileInfo::exists(m_root.path(systemPath));
    }

    bool read(int index)
    {
        ConfFile &file = m_files[index];
        const auto replaced = m_options.replaced.constFind(file.systemPath);
        if (replaced != m_options.replaced.cend()) {
            if (!replaced->has_value()) {
                file.error = Error::fromErrno(ENOENT, file.path).message;
                return false;
            }
            file.content = **replaced;
            file.loaded = true;
            qCDebug(lcConf, "%s: the edited text, not the file", qPrintable(file.path));
            return true;
        }
        auto content = readWholeFile(file.path, 16 * 1024 * 1024);
        if (!content) {
            file.error = content.error().message;
            qCDebug(lcConf, "%s", qPrintable(file.error));
            return false;
        }
        file.content = std::move(content).value();
        file.loaded = true;
        qCDebug(lcConf, "%s: read, %lld bytes", qPrintable(file.path),
                qlonglong(file.content.size()));
        return true;
    }

    void diagnose(int file, int line, const QString &message)
    {
        qCDebug(lcConf, "%s:%d: %s", qPrintable(m_files[file].path), line, qPrintable(message));
        m_diagnostics.append(ConfDiagnostic{file, line, message});
    }

    void parse(int index, const std::optional<ConfSection> &inherited)
    {
        m_files[index].lines = parseConfLines(m_files[index].content, inherited);
        // Copy: includes below append to m_files and may move its storage.
        const QList<ConfLine> lines = m_files[index].lines;
        for (const ConfLine &line : lines) {
            if (!line.problem.isEmpty())
                diagnose(index, line.firstLine, line.problem);
            if (line.isEffectiveAssignment()) {
                m_definitions.append(ConfDefinition{cbytes::toLower(line.section->name),
                                                    line.section->arg, line.key, line.value, index,
                                                    line.firstLine});
            } else if (line.kind == ConfLine::Kind::Include && line.terminated &&
                       m_followIncludes) {
                include(index, line);
            }
        }
    }

    void include(int parent, const ConfLine &line)
    {
        QByteArray target = line.value;
        const bool optional = target.startsWith('-');
        if (optional)
            target.remove(0, 1);
        const QString name = QFile::decodeName(target);
        const QString systemPath =
            name.startsWith(QLatin1Char('/'))
                ? name
                : posixDirname(m_files[parent].systemPath) + QLatin1Char('/') + name;

        int depth = 0;
        for (int f = parent; f >= 0; f = m_files[f].includedFrom) {
            ++depth;
            if (QFileInfo(m_files[f].path).canonicalFilePath() ==
                QFileInfo(m_root.path(systemPath)).canonicalFilePath()) {
                diagnose(parent, line.firstLine,
                         NfsConfLoader::tr("include of %1 loops back on itself: skipped "
                                           "(nfs-utils would recurse until it crashes)")
                             .arg(systemPath));
                return;
            }
        }
        if (depth > m_options.maxIncludeDepth) {
            diagnose(parent, line.firstLine,
                     NfsConfLoader::tr("includes nested deeper than %1: %2 skipped")
                         .arg(m_options.maxIncludeDepth)
                         .arg(systemPath));
            return;
        }

        const int index = addFile(systemPath, ConfFile::Role::Include, parent, line.firstLine);
        if (!read(index)) {
            if (!optional)
                diagnose(parent, line.firstLine,
                         NfsConfLoader::tr("error loading included config %1: %2")
                             .arg(systemPath, m_files[index].error));
            return;
        }
        parse(index, line.section);
    }

    SystemRoot m_root;
    NfsConfLoader::Options m_options;
    bool m_followIncludes = true;
    QList<ConfFile> m_files;
    QList<ConfDefinition> m_definitions;
    QList<ConfDiagnostic> m_diagnostics;
};

} // namespace

NfsConf NfsConfLoader::load(const SystemRoot &root, const QString &mainSystemPath)
{
    return load(root, mainSystemPath, Options());
}

NfsConf NfsConfLoader::parseContent(const QByteArray &content)
{
    Loader loader{SystemRoot(), Options()};
    loader.loadContent(content);
    return loader.finish();
}

NfsConf NfsConfLoader::load(const SystemRoot &root, const QString &mainSystemPath, Options options)
{
    Loader loader(root, options);
    if (options.vendorLayer && mainSystemPath.startsWith(QLatin1String("/etc/"))) {
        const QString vendor = QStringLiteral("/usr") + mainSystemPath;
        loader.loadTopLevel(vendor, ConfFile::Role::VendorMain, true);
        loader.loadDropIns(vendor, ConfFile::Role::VendorDropIn);
    }
    loader.loadTopLevel(mainSystemPath, ConfFile::Role::Main, false);
    loader.loadDropIns(mainSystemPath, ConfFile::Role::DropIn);
    return loader.finish();
}

} // namespace nfstuner
