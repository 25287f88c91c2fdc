// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnosis/mountdiagnosis.h"

#include "base/units.h"
#include "diagnosis/diagnosisthresholds.h"

#include <QLocale>

#include <algorithm>
#include <array>

namespace nfstuner {

using namespace diagnosis;

namespace {

struct Names
{
    Bottleneck bottleneck;
    const char *name;
};
constexpr std::array<Names, 8> AllNames{{{Bottleneck::RoundTrip, "round-trip"},
                                         {Bottleneck::Server, "server"},
                                         {Bottleneck::TransportQueue, "transport-queue"},
                                         {Bottleneck::Losses, "losses"},
                                         {Bottleneck::Metadata, "metadata"},
                                         {Bottleneck::Application, "application"},
                                         {Bottleneck::PageCache, "page-cache"},
                                         {Bottleneck::NotBusy, "not-busy"}}};

} // namespace

QString bottleneckName(Bottleneck bottleneck)
{
    for (const Names &names : AllNames) {
        if (names.bottleneck == bottleneck)
            return QLatin1String(names.name);
    }
    return {};
}

std::optional<Bottleneck> bottleneckFromName(QStringView name)
{
    for (const Names &names : AllNames) {
        if (name == QLatin1String(names.name))
            return names.bottleneck;
    }
    return std::nullopt;
}

QString bottleneckWord(Bottleneck bottleneck)
{
    switch (bottleneck) {
    case Bottleneck::RoundTrip:
        return MountDiagnosis::tr("Round trip");
    case Bottleneck::Server:
        return MountDiagnosis::tr("Server");
    case Bottleneck::TransportQueue:
        return MountDiagnosis::tr("Slots");
    case Bottleneck::Losses:
        return MountDiagnosis::tr("Losses");
    case Bottleneck::Metadata:
        return MountDiagnosis::tr("Metadata");
    case Bottleneck::Application:
        return MountDiagnosis::tr("Application");
    case Bottleneck::PageCache:
        return MountDiagnosis::tr("Page cache");
    case Bottleneck::NotBusy:
        return MountDiagnosis::tr("Not busy");
    }
    return {};
}

QString exportSpec(const QString &server, const QString &exportPath)
{
    return (server.contains(u':') ? u'[' + server + u']' : server) + u':' + exportPath;
}

} // namespace nfstuner
