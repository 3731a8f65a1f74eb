#pragma once
// Frees large results on a thread of their own. An assessment holds every option's explained
// figures: freeing one took the GUI thread most of a millisecond per edit, in whichever view let
// go of it last (acceldecide-bench-gui). Shared through sharedFreedInBackground(), it is freed
// on the releasing thread instead, wherever its last holder lets go.
#include <functional>
#include <memory>

namespace background {

// Runs `task` on the releasing thread, soon, in the order given. Tasks left when the program
// ends are run before it does.
void run(std::function<void()> task);

// Deletes on the releasing thread; std::get_deleter finds it on a pointer made below.
template <class T>
struct Deleter {
    void operator()(const T *p) const
    {
        run([p] { delete p; });
    }
};

template <class T>
std::shared_ptr<const T> sharedFreedInBackground(T &&value)
{
    return std::shared_ptr<const T>(new T(std::move(value)), Deleter<T>{});
}

} // namespace background
