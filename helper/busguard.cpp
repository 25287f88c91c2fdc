// SPDX-License-Identifier: GPL-2.0-or-later
// Two things QtDBus does not do for a service that anyone may call:
//
// 1. QtDBus turns every incoming message into Qt values in its connection
//    thread before any code of ours sees it; an `as` of 32 MiB (what the bus
//    passes) became 400 MB of QStrings, and a map of 40 000 keys took the
//    helper longer to unpack than the bus took to bring the next. The guard
//    is a libdbus filter that runs ahead of QtDBus's own, in the same
//    thread: a call or signal over MaxIncomingBytes, or with an array of
//    more than MaxArrayElements, is refused there, having cost its reading.
//    libdbus runs filters in the order they were added and QtDBus adds its
//    own as it connects, so the helper provides dbus_connection_add_filter
//    itself (the executable's symbol comes first for every library) and
//    puts the guard in front of the first filter asked for.
//
// 2. libdbus stops reading a connection while the messages it read and
//    nobody freed yet pass 63 MiB, and reads again when one is freed: from
//    the thread that frees it. Qt 6.4's watch callback then tries to enable
//    its socket notifier from that thread, which Qt refuses ("Socket
//    notifiers cannot be enabled or disabled from another thread"): the
//    helper never read its socket again. The helper provides
//    dbus_connection_set_watch_functions too and takes such a toggle to
//    the thread the watches belong to, as Qt does for its timeouts.
#include "busguard.h"

#include "base/result.h"
#include "dbus/helperdbus.h"

#include <QMutex>
#include <QObject>
#include <QSet>
#include <QThread>

#include <cstring>
#include <dbus/dbus.h>
#include <dlfcn.h>
#include <memory>

namespace {

using namespace nfstuner;

QMutex g_guardedLock;
QSet<const void *> &guardedConnections()
{
    static QSet<const void *> connections;
    return connections;
}

template<typename Function>
Function nextDefinition(const char *name)
{
    // The definition the helper's own one stands in front of: libdbus's.
    void *next = ::dlsym(RTLD_NEXT, name);
    if (!next)
        qFatal("nfs-tuner-helper: libdbus has no %s", name);
    return reinterpret_cast<Function>(next);
}

// What the message's arguments take on the wire, as far as needed to know
// that they pass a limit: arrays by their length in bytes (libdbus keeps it,
// so an array of a million strings costs no more than one) and their
// elements counted up to the limit, strings by their length, containers by
// what they hold. A signature has at most 255 types and variants nest at
// most 64 deep, so this is bounded work.
struct Measure
{
    qint64 bytes = 0;
    bool tooManyElements = false;

    bool passes() const { return bytes <= BusGuard::MaxIncomingBytes && !tooManyElements; }
};

void measure(DBusMessageIter *iter, Measure &size)
{
    for (int type = dbus_message_iter_get_arg_type(iter);
         type != DBUS_TYPE_INVALID && size.passes();
         dbus_message_iter_next(iter), type = dbus_message_iter_get_arg_type(iter)) {
        switch (type) {
        case DBUS_TYPE_ARRAY: {
            DBusMessageIter elements;
            dbus_message_iter_recurse(iter, &elements);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
            // Deprecated for counting elements, which is not what it does here.
            size.bytes += 8 + dbus_message_iter_get_array_len(&elements);
#pragma GCC diagnostic pop
            qsizetype count = 0;
            while (dbus_message_iter_get_arg_type(&elements) != DBUS_TYPE_INVALID &&
                   count <= BusGuard::MaxArrayElements) {
                ++count;
                dbus_message_iter_next(&elements);
            }
            size.tooManyElements = count > BusGuard::MaxArrayElements;
            break;
        }
        case DBUS_TYPE_STRING:
        case DBUS_TYPE_OBJECT_PATH:
        case DBUS_TYPE_SIGNATURE: {
            const char *text = nullptr;
            dbus_message_iter_get_basic(iter, &text);
            size.bytes += 5 + qint64(std::strlen(text));
            break;
        }
        case DBUS_TYPE_VARIANT:
        case DBUS_TYPE_STRUCT:
        case DBUS_TYPE_DICT_ENTRY: {
            DBusMessageIter inner;
            dbus_message_iter_recurse(iter, &inner);
            size.bytes += 8;
            measure(&inner, size);
            break;
        }
        default:
            size.bytes += 8;
        }
    }
}

DBusHandlerResult guardFilter(DBusConnection *connection, DBusMessage *message, void *)
{
    const int type = dbus_message_get_type(message);
    if (type != DBUS_MESSAGE_TYPE_METHOD_CALL && type != DBUS_MESSAGE_TYPE_SIGNAL)
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED; // answers to the helper's own calls
    DBusMessageIter arguments;
    if (!dbus_message_iter_init(message, &arguments))
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    Measure size;
    measure(&arguments, size);
    if (size.passes())
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    if (type == DBUS_MESSAGE_TYPE_METHOD_CALL && !dbus_message_get_no_reply(message)) {
        const QByteArray name = HelperDBus::errorName(Error::Code::InvalidArgument).toLatin1();
        const QByteArray text =
            size.tooManyElements
                ? QByteArray("an array of the call has more than %1 elements, more than any "
                             "method of the helper takes")
                      .replace("%1", QByteArray::number(BusGuard::MaxArrayElements))
                : QByteArray("the call's arguments take more than %1 bytes, more than any "
                             "method of the helper takes")
                      .replace("%1", QByteArray::number(BusGuard::MaxIncomingBytes));
        if (DBusMessage *error =
                dbus_message_new_error(message, name.constData(), text.constData())) {
            dbus_connection_send(connection, error, nullptr);
            dbus_message_unref(error);
        }
    }
    return DBUS_HANDLER_RESULT_HANDLED;
}

// QtDBus's watch functions, with their toggles taken to the thread where
// the watches were added.
struct HomeThreadWatches
{
    DBusAddWatchFunction add = nullptr;
    DBusRemoveWatchFunction remove = nullptr;
    DBusWatchToggledFunction toggled = nullptr;
    void *data = nullptr;
    DBusFreeFunction freeData = nullptr;
    QThread *home = nullptr;
    std::unique_ptr<QObject, void (*)(QObject *)> homeObject{nullptr,
                                                             [](QObject *o) { o->deleteLater(); }};
    QSet<DBusWatch *> live; // touched in the home thread only, where QtDBus adds and removes
};
using SharedWatches = std::shared_ptr<HomeThreadWatches>;

SharedWatches &watchesOf(void *data)
{
    return *static_cast<SharedWatches *>(data);
}

dbus_bool_t addWatch(DBusWatch *watch, void *data)
{
    HomeThreadWatches &watches = *watchesOf(data);
    watches.live.insert(watch);
    return watches.add(watch, watches.data);
}

void removeWatch(DBusWatch *watch, void *data)
{
    HomeThreadWatches &watches = *watchesOf(data);
    watches.live.remove(watch);
    watches.remove(watch, watches.data);
}

void toggleWatch(DBusWatch *watch, void *data)
{
    const SharedWatches &watches = watchesOf(data);
    if (QThread::currentThread() == watches->home) {
        watches->toggled(watch, watches->data);
        return;
    }
    // QtDBus reads libdbus's state of the watch when it gets there.
    QMetaObject::invokeMethod(
        watches->homeObject.get(),
        [watches, watch] {
            if (watches->live.contains(watch))
                watches->toggled(watch, watches->data);
        },
        Qt::QueuedConnection);
}

void freeWatches(void *data)
{
    SharedWatches *watches = static_cast<SharedWatches *>(data);
    if ((*watches)->freeData)
        (*watches)->freeData((*watches)->data);
    delete watches;
}

} // namespace

namespace nfstuner::BusGuard {

bool guards(const void *connection)
{
    QMutexLocker locker(&g_guardedLock);
    return guardedConnections().contains(connection);
}

} // namespace nfstuner::BusGuard

extern "C" {

__attribute__((visibility("default"))) dbus_bool_t
dbus_connection_add_filter(DBusConnection *connection, DBusHandleMessageFunction function,
                           void *data, DBusFreeFunction freeData)
{
    using AddFilter =
        dbus_bool_t (*)(DBusConnection *, DBusHandleMessageFunction, void *, DBusFreeFunction);
    static const AddFilter libdbusAddFilter =
        nextDefinition<AddFilter>("dbus_connection_add_filter");
    {
        QMutexLocker locker(&g_guardedLock);
        if (!guardedConnections().contains(connection)) {
            if (!libdbusAddFilter(connection, guardFilter, nullptr, nullptr))
                return false;
            guardedConnections().insert(connection);
        }
    }
    return libdbusAddFilter(connection, function, data, freeData);
}

__attribute__((visibility("default"))) dbus_bool_t dbus_connection_set_watch_functions(
    DBusConnection *connection, DBusAddWatchFunction add, DBusRemoveWatchFunction remove,
    DBusWatchToggledFunction toggled, void *data, DBusFreeFunction freeData)
{
    using SetWatchFunctions =
        dbus_bool_t (*)(DBusConnection *, DBusAddWatchFunction, DBusRemoveWatchFunction,
                        DBusWatchToggledFunction, void *, DBusFreeFunction);
    static const SetWatchFunctions libdbusSetWatchFunctions =
        nextDefinition<SetWatchFunctions>("dbus_connection_set_watch_functions");
    if (!add || !remove || !toggled)
        return libdbusSetWatchFunctions(connection, add, remove, toggled, data, freeData);
    auto watches = std::make_shared<HomeThreadWatches>();
    watches->add = add;
    watches->remove = remove;
    watches->toggled = toggled;
    watches->data = data;
    watches->freeData = freeData;
    // QtDBus sets its functions in the connection's own thread.
    watches->home = QThread::currentThread();
    watches->homeObject.reset(new QObject);
    return libdbusSetWatchFunctions(connection, addWatch, removeWatch, toggleWatch,
                                    new SharedWatches(std::move(watches)), freeWatches);
}

} // extern "C"
