// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/writewindow.h"

namespace nfstuner {

namespace {

std::optional<double> perWrite(double total, quint64 writes)
{
    return writes > 0 ? std::optional(total / double(writes)) : std::nullopt;
}

} // namespace

void WriteWindow::add(const MountRates &rates)
{
    seconds += rates.seconds;
    writeOps += rates.writeOps;
    commitOps += rates.commitOps;
    wireWriteBytes += rates.wireWriteBytes;
    appWriteBytes += rates.writeBytes;
    rttMs += rates.writeRttMs.value_or(0) * double(rates.writeOps);
    executeMs += rates.writeExecuteMs.value_or(0) * double(rates.writeOps);
}

void WriteWindow::add(const WriteWindow &other)
{
    seconds += other.seconds;
    writeOps += other.writeOps;
    commitOps += other.commitOps;
    wireWriteBytes += other.wireWriteBytes;
    appWriteBytes += other.appWriteBytes;
    rttMs += other.rttMs;
    executeMs += other.executeMs;
}

std::optional<double> WriteWindow::averageWriteBytes() const
{
    return perWrite(double(wireWriteBytes), writeOps);
}

std::optional<double> WriteWindow::averageRttMs() const
{
    return perWrite(rttMs, writeOps);
}

std::optional<double> WriteWindow::averageExecuteMs() const
{
    return perWrite(executeMs, writeOps);
}

double WriteWindow::wireWriteBytesPerSecond() const
{
    return seconds > 0 ? double(wireWriteBytes) / seconds : 0;
}

} // namespace nfstuner
